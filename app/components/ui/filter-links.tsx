import { PageLink } from "~/components/page-link";

export interface FilterOption {
  id: string;
  label: string;
  /** How many items the choice shows. */
  count: number;
  href: string;
}

const filterClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-maroon/30 px-4 text-sm font-semibold text-maroon hover:bg-marigold-soft aria-[current=true]:border-maroon aria-[current=true]:bg-maroon aria-[current=true]:text-white";

/**
 * A list's filter as links (the portfolio's categories, the journal's
 * services), each with how many items it shows: it works without JavaScript,
 * and the current choice is marked for assistive technology and the eye.
 */
export function FilterLinks({ label, options, current }: { label: string; options: readonly FilterOption[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => (
          <li key={option.id}>
            <PageLink to={option.href} preventScrollReset aria-current={option.id === current ? "true" : undefined} className={filterClassName}>
              {option.label} <span className="rounded-full bg-marigold-soft px-2 py-0.5 text-xs text-maroon">{option.count}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
