import {
  GENERIC_ERROR_MESSAGE,
  SessionExpiredError,
  apiErrorMessage,
  fieldErrorMessages,
  fieldLabel,
  requestFailedMessage,
} from './messages';

describe('error banner messages', () => {
  it('falls back to the product message', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Beacon Error. Please contact support.');
  });

  it('says the session expired when a call finds no session', () => {
    expect(new SessionExpiredError().message).toBe('Session has expired. Please sign in again.');
  });

  it('shows the server error, else its message, else asks to contact support', () => {
    expect(apiErrorMessage(403, { error: 'Forbidden', message: 'No access to client 7' })).toBe('403 - Forbidden');
    expect(apiErrorMessage(400, { message: 'Campaign name is taken' })).toBe('400 - Campaign name is taken');
    expect(apiErrorMessage(500, { error: '  ', message: '' })).toBe('500 - Please contact support.');
    expect(apiErrorMessage(502)).toBe('502 - Please contact support.');
  });

  it('writes the HTTP client wording for a failed status', () => {
    expect(requestFailedMessage(404)).toBe('Request failed with status code 404');
  });
});

describe('field errors', () => {
  it('turns field names into words', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('email')).toBe('Email');
    expect(fieldLabel('websiteURL')).toBe('Website URL');
    expect(fieldLabel('advertiserIds[0]')).toBe('Advertiser ids 0');
    expect(fieldLabel('schedule.startDate')).toBe('Schedule start date');
  });

  it('lists each refused field as a sentence', () => {
    expect(
      fieldErrorMessages([
        { field: 'firstName', message: 'must not be blank' },
        { field: 'email', message: 'is already in use.' },
      ]),
    ).toEqual(['First name must not be blank.', 'Email is already in use.']);
  });

  it('keeps a message without a field and skips a field without a message', () => {
    expect(fieldErrorMessages([{ message: 'at least one advertiser is required' }, { field: 'role' }])).toEqual([
      'At least one advertiser is required.',
    ]);
    expect(fieldErrorMessages(null)).toEqual([]);
  });
});
