/** English message → its French text, with the same `{name}` parameters. */
export type Catalogue = Readonly<Record<string, string>>;
