/**
 * The catalogue: one file per part of the tree, named after the folder its
 * faults are made in. A fault in a part no file covers yet (app/quote/,
 * app/insights/, …) starts a file of its own, listed here.
 */

import type { Area } from "../mutation.ts";
import { contentAndWords } from "./content-and-words.ts";
import { http } from "./http.ts";
import { journal } from "./journal.ts";
import { lib } from "./lib.ts";
import { pages } from "./pages.ts";

export const areas: Area[] = [http, contentAndWords, pages, lib, journal];
