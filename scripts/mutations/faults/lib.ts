/** Faults in the small pure pieces the pages share: the contact card. */

import type { Area } from "../mutation.ts";

export const lib: Area = {
  covers: ["app/lib/"],
  faults: [
    {
      name: "vcard-without-name",
      fault: "the contact card (.vcf) has no FN line, so a phone saves the studio without a name",
      file: "app/lib/vcard.ts",
      find: "    `FN:${escapeText(business.name)}`,\n",
      replace: "",
      catchers: [{ kind: "unit", file: "app/lib/vcard.test.ts" }],
    },
  ],
};
