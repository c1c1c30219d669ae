/**
 * A refusal of the platform service, independent of wire format: each flavour's router
 * renders it in its own error body and renames `field` into its own field names.
 * Field names here are neutral camelCase (firstname, dob, telephone, streetName,
 * customAttributes.<code>, consents.<id>, currentPassword…).
 */
export class AccountsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AccountsError";
  }
}

export const invalid = (code: string, message: string, field?: string) => new AccountsError(422, code, message, field);
export const notFound = (what: string) => new AccountsError(404, "NOT_FOUND", `${what} not found`);
