/** The designs' photographs, made by the build (app/pictures/build/design-pictures-plugin.ts), by file name. */
declare module "virtual:design-photographs" {
  import type { Picture } from "./picture";
  export const photographs: Readonly<Record<string, Picture>>;
}
