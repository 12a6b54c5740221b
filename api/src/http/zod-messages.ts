// Messages people can act on for the checks that carry none of their own. Zod's defaults
// ("Invalid input: expected string, received undefined") are written for developers; the front end
// shows these in forms and toasts. Messages given in a schema still win over these.
import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const FORMATS: Record<string, string> = {
  email: 'Enter a valid email address.',
  uuid: 'This is not a valid identifier.',
  url: 'Enter a valid address (URL).',
  datetime: 'Enter a valid date and time.',
  date: 'Enter a valid date.',
};

function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required.';
      return `This must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'This field may not be blank.' : `Enter at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${issue.minimum}.`;
      return `This must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Enter at most ${issue.maximum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${issue.maximum}.`;
      return `This must be at most ${issue.maximum}.`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'This value is not in the expected format.';
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

z.config({ customError: humanMessage });
