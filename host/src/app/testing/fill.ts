import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Puts a whole value in the labelled field at once: typing it key by key is slow on a busy machine. */
export async function fill(label: RegExp | string, value: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}
