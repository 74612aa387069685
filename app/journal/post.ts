import type { Root } from "hast";
import type { Picture } from "~/pictures/picture";

/** A post's body: the tree of elements the build made of her Markdown (./build/post-body.ts). */
export type PostBodyTree = Root;

/** What a picture's element in a body carries: the photograph's file name, and the files the build made of it. */
export interface BodyPictureData {
  photo: string;
  picture?: Picture;
}
