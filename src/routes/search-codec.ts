import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * How a screen's search is written in and read from the address (issue 34.12). The router's default JSON-quotes every
 * value that looks like a number or a word of JSON (?amount=%22100.00%22), so an amount or an id reads as a quoted
 * string to anyone who sees the address. Here only objects, arrays and JSON-quoted strings (links written before) are
 * JSON; every other value is its text, and the screens' validators read text (search-params.ts).
 */
function parseValue(value: string): unknown {
  if (/^["[{]/.test(value)) return JSON.parse(value);
  throw new Error('plain text');
}

export const parseSearch = parseSearchWith(parseValue);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseValue);
