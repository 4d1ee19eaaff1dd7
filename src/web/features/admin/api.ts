import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { AdminQuestion, ResolveReportInput } from '../../../shared/schemas/admin';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const endpoints = routes.admin;
const key = queryKeys.admin.section;

export function useAdminSummary() {
  return useQuery({
    queryKey: key('summary'),
    queryFn: ({ signal }) => call(endpoints.summary, {}, { signal }),
  });
}

export function useOpenReports() {
  return useQuery({
    queryKey: key('reports'),
    queryFn: ({ signal }) => call(endpoints.reports, {}, { signal }),
    select: (answer) => answer.reports,
  });
}

export function useQuestions() {
  return useQuery({
    queryKey: key('questions'),
    queryFn: ({ signal }) => call(endpoints.questions, {}, { signal }),
    select: (answer) => answer.questions,
  });
}

export function usePeople(search: string) {
  return useQuery({
    queryKey: key('people', search),
    queryFn: ({ signal }) => call(endpoints.people, { query: { q: search } }, { signal }),
    select: (answer) => answer.people,
    placeholderData: keepPreviousData,
  });
}

export function useAdminMates(search: string) {
  return useQuery({
    queryKey: key('mates', search),
    queryFn: ({ signal }) => call(endpoints.mates, { query: { q: search } }, { signal }),
    select: (answer) => answer.mates,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: key('audit'),
    queryFn: ({ signal }) => call(endpoints.audit, {}, { signal }),
    select: (answer) => answer.entries,
  });
}

/** Every action changes its section, the summary and the audit log: the whole console refreshes. */
function useAdminAction<Input>(action: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

export const useResolveReport = () =>
  useAdminAction(({ id, ...body }: ResolveReportInput & { id: string }) =>
    call(endpoints.resolveReport, { params: { id }, body }),
  );

export const useHideReportedReview = () =>
  useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    call(endpoints.hideReportedReview, { params: { id }, body: { reason } }),
  );

export const useHideReportedMate = () =>
  useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    call(endpoints.hideReportedMate, { params: { id }, body: { reason } }),
  );

export const useHideReportedMessage = () =>
  useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    call(endpoints.hideReportedMessage, { params: { id }, body: { reason } }),
  );

/**
 * A question shows as answered as soon as the operator marks it (its button leaves at once, so nothing
 * below moves later); a failure puts it back as it was.
 */
export function useAnswerQuestion() {
  const client = useQueryClient();
  const questions = key('questions');
  type Questions = { questions: AdminQuestion[] };
  return useMutation({
    mutationFn: (id: string) => call(endpoints.answerQuestion, { params: { id } }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: questions });
      const before = client.getQueryData<Questions>(questions);
      const answeredAt = new Date().toISOString();
      client.setQueryData<Questions>(
        questions,
        (answer) =>
          answer && {
            ...answer,
            questions: answer.questions.map((question) =>
              question.id === id ? { ...question, answeredAt } : question,
            ),
          },
      );
      return { before };
    },
    onError: (_error, _id, context) => client.setQueryData(questions, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

export const useSuspend = () =>
  useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    call(endpoints.suspend, { params: { id }, body: { reason } }),
  );

export const useReinstate = () =>
  useAdminAction((id: string) => call(endpoints.reinstate, { params: { id } }));

export const useHideMate = () =>
  useAdminAction(({ id, reason }: { id: string; reason: string }) =>
    call(endpoints.hideMate, { params: { id }, body: { reason } }),
  );

export const useUnhideMate = () =>
  useAdminAction((id: string) => call(endpoints.unhideMate, { params: { id } }));
