/** The merchant's staff (owner only), adding and removing members. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrapOrThrow, type ApiRequestError } from '../../core/api/unwrap.ts';
import type { StaffMember, StaffMemberInput } from '../../contract/staff.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

const listKey = staffKey('staff');

export function useStaffList(enabled = true) {
  const { api } = useConsole();
  return useQuery({ queryKey: listKey, enabled, queryFn: () => unwrapOrThrow(api.call('consoleStaff')) });
}

export function useAddStaff() {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<StaffMember, ApiRequestError, StaffMemberInput>({
    mutationFn: (member) => unwrapOrThrow(api.call('consoleStaffAdd', { body: member })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useRemoveStaff() {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, number>({
    mutationFn: (id) => unwrapOrThrow(api.call('consoleStaffRemove', { params: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
