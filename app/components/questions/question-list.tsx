import type { Answer, Question } from "~/content/questions";

/**
 * Questions and their answers, each a `<details>`: it opens by a click or a
 * tap, by Enter or Space on its question, without JavaScript, and a text
 * browser reads the question, then the answer.
 *
 * A question's `id` is on an empty mark at the top of its answer, not on the
 * `<details>`: a link to `#id` then leads into the closed `<details>`, which
 * the browser opens on arrival (HTML's ancestor revealing algorithm, run on
 * fragment navigation: Chromium and Firefox do; on the `<details>` or its
 * `<summary>` neither would), and the mark, drawn over the question, brings
 * the question to the top of the screen below the header. The question so
 * reached is tinted (`:target`).
 */
export function QuestionList({ questions, className = "" }: { questions: readonly Question[]; className?: string }) {
  return (
    <div className={`divide-y divide-marigold/30 rounded-2xl bg-cream shadow-sm ring-1 ring-marigold/30 ${className}`}>
      {questions.map((question) => (
        <details key={question.id} className="relative first:rounded-t-2xl last:rounded-b-2xl has-[:target]:bg-marigold-soft/50">
          <summary className="min-h-11 cursor-pointer px-5 py-3 font-semibold text-ink hover:text-maroon">{question.question}</summary>
          <div className="px-5 pb-5 text-ink-soft">
            <span id={question.id} className="absolute top-0" />
            <p>
              <AnswerWords answer={question.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}

/** An answer's words, its links as the owner wrote them (checked at build time: app/content/schemas/linked-text.ts). */
function AnswerWords({ answer }: { answer: Answer }) {
  return answer.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={index} href={part.href} className="font-semibold text-maroon underline underline-offset-4">
        {part.text}
      </a>
    ),
  );
}
