// The API wrapper writes an access line per request; tests that check logs pass their own destination.
process.env.LOG_LEVEL ??= 'silent'
