import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import type { Language } from "~/i18n/language";
import type { Refusal } from "~/insights/changes/refusals";
import type { AccessPageKind } from "~/insights/dashboard/access-page";
import type { OwnerPage } from "~/insights/owner-session";
import type { Report } from "~/insights/report";

/**
 * The Worker's own pages: whole documents it answers outside React Router's
 * pages (the owner's insights, her changes and the pages around them, the CMS's sign-in
 * window, the last-resort 500), each a React component rendered here, in the
 * SSR environment, by `react-dom/server`, from plain data the Worker passes
 * (docs/decisions/017-owner-pages-rendered-by-react.md). React writes every
 * text and attribute escaped: no page is written by hand.
 */
export type WorkerPage =
  | { page: "insights"; language: Language; report: Report; heldBack: boolean }
  | { page: "changes"; language: Language; refusals: Refusal[] }
  | { page: "insights-access"; language: Language; kind: AccessPageKind; for: OwnerPage }
  | { page: "sign-in-window"; heading: string; text: string; message: string }
  | { page: "server-error"; language: Language };

/**
 * The page's component, its module loaded when first asked for: the
 * Worker's start evaluates none of them, and a page made in Node (the CMS
 * test's sign-in window) loads only its own, not the content files the
 * others read.
 */
async function documentOf(page: WorkerPage): Promise<ReactElement> {
  switch (page.page) {
    case "insights": {
      const { InsightsDashboard } = await import("~/insights/dashboard/insights-dashboard");
      return <InsightsDashboard language={page.language} report={page.report} heldBack={page.heldBack} />;
    }
    case "changes": {
      const { ChangesPage } = await import("~/insights/changes/changes-page");
      return <ChangesPage language={page.language} refusals={page.refusals} />;
    }
    case "insights-access": {
      const { AccessPage } = await import("~/insights/dashboard/access-page");
      return <AccessPage language={page.language} kind={page.kind} for={page.for} />;
    }
    case "sign-in-window": {
      const { SignInWindowPage } = await import("~/admin/sign-in-window-page");
      return <SignInWindowPage heading={page.heading} text={page.text} message={page.message} />;
    }
    case "server-error": {
      const { ServerErrorPage } = await import("~/http/server-error-page");
      return <ServerErrorPage language={page.language} />;
    }
  }
}

/**
 * A page as HTML, whole: `<!DOCTYPE html>` and its `<html>` (React writes the
 * doctype before an `<html>` root). Nothing in these pages suspends, so the
 * stream is complete when it is returned; a failure rejects.
 */
export async function renderWorkerPage(page: WorkerPage): Promise<ReadableStream<Uint8Array>> {
  const html = await renderToReadableStream(await documentOf(page));
  await html.allReady;
  return html;
}
