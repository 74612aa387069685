import { unstable_getRequest as getRequest } from "react-router";
import { QuestionList } from "~/components/questions/question-list";
import { QuestionsStructuredData } from "~/components/questions/questions-structured-data";
import { fillIn } from "~/content/fill-in";
import { questionsPage } from "~/content/questions";
import { questionsOn } from "~/content/questions-file";
import { servicesIn, type Service } from "~/content/services";
import type { Language } from "~/i18n/language";

/** A service's own questions, at the foot of its section of the Services page. */
export async function ServiceQuestions({ language, service }: { language: Language; service: Service }) {
  const questions = await questionsOn(language, service.id, getRequest().url);
  if (!questions.length) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      <h3 className="text-2xl">{fillIn(questionsPage[language].service, { service: service.title })}</h3>
      <QuestionList questions={questions} className="mt-5" />
    </div>
  );
}

/** The page's one `FAQPage` for search engines: every service's questions, in the page's order. */
export async function ServicesQuestionsData({ language }: { language: Language }) {
  const byService = await Promise.all(servicesIn(language).map((service) => questionsOn(language, service.id, getRequest().url)));
  return <QuestionsStructuredData path="/services" language={language} questions={byService.flat()} />;
}
