import { useRef, useState } from 'react';
import { fill, formatShortDate } from '../../../shared/format';
import { adminMessages as m } from '../../../shared/messages/admin';
import type { AdminQuestion } from '../../../shared/schemas/admin';
import { useToast } from '../../components/ToastProvider';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { errorMessage } from '../../lib/api';
import { useAnswerQuestion, useQuestions } from './api';
import { useFocusAfterChange } from './focus-after';
import { PanelSkeleton } from './ReportsPanel';

/** "Consultas": the FAQ contact form's messages, newest first, each marked answered once replied to. */
export function QuestionsPanel() {
  const questions = useQuestions();
  if (questions.isPending) return <PanelSkeleton />;
  if (questions.isError) return <LoadFailed level={3} title={m.loadFailed} onRetry={questions.refetch} />;
  if (questions.data.length === 0)
    return <EmptyState level={3} title={m.questionsEmpty} body={m.questionsEmptyBody} />;
  return (
    <ul className="flex flex-col gap-3">
      {questions.data.map((question) => (
        <QuestionItem key={question.id} question={question} />
      ))}
    </ul>
  );
}

function QuestionItem({ question }: { question: AdminQuestion }) {
  const answer = useAnswerQuestion();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  // The button leaves once the question is answered: focus stays on the row.
  const track = useFocusAfterChange(question.answeredAt, () => row.current);
  const title = fill(m.questionFrom, { name: question.name });
  const markAnswered = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await track(() => answer.mutateAsync(question.id));
      toast.success(m.answeredToast);
    } catch (error) {
      toast.error(errorMessage(error, m.actionFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      ref={row}
      tabIndex={-1}
      className="card flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-yerba-700"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-stone-900">{title}</h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            question.answeredAt ? 'bg-yerba-50 text-yerba-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {question.answeredAt ? m.answered : m.pending}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        <a className="underline" href={`mailto:${question.email}`}>
          {question.email}
        </a>
        {question.city && ` · ${question.city}`}
        {' · '}
        <time dateTime={question.createdAt}>{formatShortDate(question.createdAt)}</time>
      </p>
      <p className="whitespace-pre-line text-stone-800">{question.comments}</p>
      {!question.answeredAt && (
        <div>
          <button
            type="button"
            className="btn-secondary"
            aria-label={`${m.markAnswered}: ${title}`}
            aria-disabled={busy}
            onClick={() => void markAnswered()}
          >
            {busy ? m.saving : m.markAnswered}
          </button>
        </div>
      )}
    </li>
  );
}
