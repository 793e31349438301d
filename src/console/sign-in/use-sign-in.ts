/** The two calls of signing in: ask for a code, then trade the code for a staff token. */
import { useMutation } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { useConsole } from '../app/console-context.ts';

export function useSignIn() {
  const { api, signIn } = useConsole();
  const askCode = useMutation({
    mutationFn: (phone: string) => unwrapOrThrow(api.call('consoleAuthCode', { body: { phone } })),
  });
  const login = useMutation({
    mutationFn: (input: { phone: string; code: string }) =>
      unwrapOrThrow(api.call('consoleAuthLogin', { body: input })),
    onSuccess: (answer) => signIn(answer.token),
  });
  return { askCode, login };
}
