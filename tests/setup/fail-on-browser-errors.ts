import { afterEach, expect } from 'vitest';
import { unexpectedBrowserErrors } from '../e2e/testing/browser';

// Every browser test fails on a console error or uncaught page error it did not expect
// (openPage's expectedErrors), whether or not the test checks its pages' errors itself.
afterEach(() => {
  expect(unexpectedBrowserErrors(), 'console errors or page errors in the browser').toEqual([]);
});
