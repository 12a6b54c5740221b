import { act, renderHook } from '@testing-library/react';
import { useSettledText } from './useSettledText';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('follows typing once it pauses, and an emptied box at once', () => {
  const { result, rerender } = renderHook(({ text }) => useSettledText(text), { initialProps: { text: '' } });
  rerender({ text: 'SO' });
  rerender({ text: 'SOC 2' });
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('SOC 2');
  rerender({ text: '' });
  expect(result.current).toBe('');
});
