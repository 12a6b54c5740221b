import { act, renderHook, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type RecordedCall } from '../../test-support/fakeApi';
import { useApiData } from './useApiData';

interface Indexing {
  pending: boolean;
}

let fakeApi: ReturnType<typeof installFakeApi>;
afterEach(() => {
  fakeApi.restore();
  jest.useRealTimers();
});

/** An answer held back until the test releases it, as a slow server would. */
function heldAnswers() {
  const waiting: { call: RecordedCall; release(answer: FakeAnswer): void }[] = [];
  fakeApi = installFakeApi((call) => new Promise((release) => waiting.push({ call, release })));
  return waiting;
}

test('a newer address aborts the request it supersedes, and only the newer answer is shown', async () => {
  const waiting = heldAnswers();
  const { result, rerender } = renderHook(({ url }) => useApiData<string>(url, { keepPrevious: true }), { initialProps: { url: '/items?page=1' } });
  await waitFor(() => expect(waiting).toHaveLength(1));
  rerender({ url: '/items?page=2' });
  await waitFor(() => expect(waiting).toHaveLength(2));

  expect(waiting[0].call.signal?.aborted).toBe(true);
  expect(waiting[1].call.signal?.aborted).toBe(false);
  await act(async () => {
    waiting[1].release({ status: 200, body: { data: 'page two' } });
    waiting[0].release({ status: 200, body: { data: 'page one' } });
  });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.data).toBe('page two');
});

test('leaving the screen aborts the request on its way', async () => {
  const waiting = heldAnswers();
  const { unmount } = renderHook(() => useApiData<string>('/items'));
  await waitFor(() => expect(waiting).toHaveLength(1));
  unmount();
  expect(waiting[0].call.signal?.aborted).toBe(true);
});

test('pollWhile asks again while it holds for the latest answer, and stops once it does not', async () => {
  jest.useFakeTimers();
  const answers = [true, true, false];
  fakeApi = installFakeApi(() => ({ status: 200, body: { data: { pending: answers.shift() ?? false } } }));
  const { result } = renderHook(() => useApiData<Indexing>('/documents/1', { pollWhile: (data) => data.pending }));
  await waitFor(() => expect(result.current.data).toEqual({ pending: true }));
  expect(fakeApi.calls).toHaveLength(1);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(3000);
  });
  expect(fakeApi.calls).toHaveLength(2);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3000);
  });
  expect(fakeApi.calls).toHaveLength(3);
  expect(result.current.data).toEqual({ pending: false });
  expect(result.current.loading).toBe(false);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(10_000);
  });
  expect(fakeApi.calls).toHaveLength(3);
});
