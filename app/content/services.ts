/**
 * The six services, in the order the home page and the services page show
 * them: one file each in `content/services/` (named by the service's id), in
 * both languages.
 */

import { mapLanguages, type Language, type Localized } from "~/i18n/language";
import servicesPageFile from "../../content/pages/services.json";
import { asChecked, readFolder } from "./read-content";
import type { ServicesPageFile } from "./schemas/pages";
import type { ServiceFile } from "./schemas/services";
import type { ServiceId } from "./vocabulary";
import type { ContentImage } from "./types";

export type { ServiceId };

export interface Service {
  id: ServiceId;
  /** "01" … "06", shown on the card. */
  number: string;
  title: string;
  /** One sentence for the home page card. */
  summary: string;
  /** Two or three sentences for the services page. */
  description: string;
  /** Exactly six. */
  features: readonly string[];
  /** An 800 × 600 SVG in `public/images/services/`. */
  image: ContentImage;
  /** The Get Quote button's WhatsApp message. */
  whatsApp: string;
}

const files = readFolder<ServiceFile>(import.meta.glob("/content/services/*.json", { eager: true, import: "default" }));

const servicesByLanguage: Localized<readonly Service[]> = mapLanguages((language) =>
  files
    .toSorted((a, b) => a.file.en.position - b.file.en.position)
    .map(({ id, file }) => {
      const { imageAlt, ...words } = file[language];
      return {
        // The content check refuses a file named other than the six ids.
        id: id as ServiceId,
        number: String(file.en.position).padStart(2, "0"),
        ...words,
        image: { src: file.en.illustration, width: 800, height: 600, alt: imageAlt },
      };
    }),
);

/** The six services in a language, in the same order, with the same numbers and pictures. */
export function servicesIn(language: Language): readonly Service[] {
  return servicesByLanguage[language];
}

export type ServicesPageCopy = ServicesPageFile["en"];

/** The Services page's own words around the six services, from `content/pages/services.json`. */
export const servicesPage: Localized<ServicesPageCopy> = asChecked<ServicesPageFile>(servicesPageFile);
