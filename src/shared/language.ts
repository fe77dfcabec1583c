/** The worksheets' language id. Not `nim`: that id belongs to the Nim programming language and its extension. */
export const LANGUAGE_ID = 'nim-worksheet';
