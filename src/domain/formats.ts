/**
 * The formats the API takes as text, as patterns: the schemas state them, and the error handler
 * recognises them to say what a refused value should have been.
 */

/** Every cursor this service issues is a JSON object in base64url, so it starts `eyJ` (`{"`): the document says so, and `cursor=0` is refused by the schema it states. */
export const CURSOR_PATTERN = '^eyJ[A-Za-z0-9_-]+$'

/** YYYY-MM-DD, a day of the Gregorian calendar (month 01-12, the month's days, 29 February in leap years only): a date the schema states is one the service takes. */
export const CALENDAR_DATE_PATTERN =
  '^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$'
