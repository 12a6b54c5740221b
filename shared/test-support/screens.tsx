// What every remote's screen tests set up alike: answers in the API's envelope, and the remote's
// routes rendered as the host mounts them (the product's providers, a router at an address), with
// the address shown in the `address` test id so a test can follow navigation.
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../src/theme/AppProviders';
import type { FakeAnswer } from './fakeApi';

export const ok = (data: unknown, message = 'OK'): FakeAnswer => ({ status: 200, body: { message, data } });

/** A refusal as the API sends it: a message, a code, and per field what is wrong when there is any. */
export const refused = (
  status: number,
  message: string,
  { code = 'invalid', errors }: { code?: string; errors?: Record<string, string[]> } = {},
): FakeAnswer => ({
  status,
  body: { message, code, ...(errors ? { errors } : {}) },
});

/** The query of a recorded call's address, as the API reads it. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'https://localhost').searchParams);
}

function ShowAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

/** Renders `routes` (the remote's `<Route>`s) at `path`; inside act, so a screen's lazy chunk loads before the test goes on. */
export async function renderRoutes(path: string, routes: ReactNode): Promise<RenderResult> {
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
          <ShowAddress />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return view;
}
