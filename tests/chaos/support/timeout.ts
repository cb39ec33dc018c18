jest.setTimeout(60 * 60_000);
