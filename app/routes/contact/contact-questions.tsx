import { unstable_getRequest as getRequest } from "react-router";
import { QuestionList } from "~/components/questions/question-list";
import { QuestionsStructuredData } from "~/components/questions/questions-structured-data";
import { Section } from "~/components/ui/section";
import { questionsPage } from "~/content/questions";
import { questionsOn } from "~/content/questions-file";
import type { Language } from "~/i18n/language";

/** The general questions, on the Contact page: what families ask before they call. */
export async function ContactQuestions({ language }: { language: Language }) {
  const questions = await questionsOn(language, "contact", getRequest().url);
  if (!questions.length) return null;
  const { contact } = questionsPage[language];
  return (
    <Section id="questions" eyebrow={contact.eyebrow} title={contact.title} tone="tinted">
      <QuestionsStructuredData path="/contact" language={language} questions={questions} />
      <QuestionList questions={questions} className="mx-auto max-w-3xl" />
    </Section>
  );
}
