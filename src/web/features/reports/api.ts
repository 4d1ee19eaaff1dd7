import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { CreateReportInput } from '../../../shared/schemas/reports';
import { call } from '../../lib/api';

export function useCreateReport() {
  return useMutation({
    mutationFn: (input: CreateReportInput) => call(routes.reports.create, { body: input }),
  });
}
