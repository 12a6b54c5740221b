import { PASSWORD_MESSAGES, passwordPolicyFor, passwordPolicySchema, signupEntityRequestSchema } from './accounts';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('the password policy', () => {
  test('length: at least 12 characters, at most 128', () => {
    expect(firstMessage(passwordPolicySchema.safeParse(''))).toBe(PASSWORD_MESSAGES.required);
    expect(firstMessage(passwordPolicySchema.safeParse('elevenchars'))).toBe('Use at least 12 characters.');
    expect(passwordPolicySchema.safeParse('twelve chars').success).toBe(true);
    expect(firstMessage(passwordPolicySchema.safeParse('x'.repeat(129)))).toBe('Use at most 128 characters.');
  });

  test('for a known person: not the email, nor its part before the @, in any case', () => {
    const policy = passwordPolicyFor('Grace.Hopper@navy.example');
    expect(firstMessage(policy.safeParse(' grace.hopper@NAVY.example '))).toBe('Your password cannot be your email address.');
    expect(firstMessage(policy.safeParse('grace.hopper'))).toBe('Your password cannot be your email address.');
    expect(firstMessage(policy.safeParse('GRACE.HOPPER'))).toBe('Your password cannot be your email address.');
    expect(policy.safeParse('compilers are friends').success).toBe(true);
  });
});

test('the entity sign-up needs the client, and a state only when the country has one', () => {
  const base = { token: 't', first_name: 'Grace', last_name: 'Hopper', password: 'compilers are friends' };
  expect(signupEntityRequestSchema.safeParse({ ...base, company_name: 'Navy', country_id: 'MC', state_id: null }).success).toBe(true);
  const missing = signupEntityRequestSchema.safeParse({ ...base, company_name: ' ', country_id: '', state_id: null });
  expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ['company_name', 'Enter the company name.'],
    ['country_id', 'Choose a country.'],
  ]);
});
