import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../paraglide.config.ts";

// `npm run typecheck` compiles the messages first: the type check reads app/paraglide/.
await compile(paraglideOptions);
