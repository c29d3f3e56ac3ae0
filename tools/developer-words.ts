/**
 * Words of developers, not of editors, in what the content manager shows an editor: a field's label (its
 * schema's `title`) and its hint (its `description`). The schemas' test holds every field to them, and the
 * content manager's browser test every hint its forms show.
 */

/** Words that name the data, not what the editor sees, where a label holds one. */
const DEVELOPERS_WORDS =
  /\b(id|ids|url|uri|slug|alt|seo|cta|json|html|href|api|key|enum|bool|boolean|string|array|object)\b/i
/** A key as the files write it: `retiredTo`. */
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z]*\b/
/** A file or a folder of the repository. */
const FILE_OR_FOLDER = /\.json\b|\bdata\/|schemas?\b|src\/|docs\//
/** A command an editor does not type: a tool's name, or a script's (`check:data`). */
const COMMAND = /\b(npm|npx|yarn|pnpm|gatsby|git)\b|\b[a-z]+:[a-z][\w-]*\b/i

/** What of a developer's a label holds: a key, a word of the data, or nothing (`[]`). */
export function developersWordsInLabel(label: string): string[] {
  return [
    ...(CAMEL_CASE.test(label) || /^[a-z]+$/.test(label) ? ["a key"] : []),
    ...(DEVELOPERS_WORDS.test(label) ? ["a developer's word"] : []),
  ]
}

/** What of a developer's a hint holds: a file, a key, a command, or nothing (`[]`). */
export function developersWordsInHint(hint: string): string[] {
  const words = hint.replace(/\{\w+\}/g, "") // {replyTime}: a placeholder the editor writes
  return [
    ...(FILE_OR_FOLDER.test(words) ? ["a file"] : []),
    ...(CAMEL_CASE.test(words) ? ["a key"] : []),
    ...(COMMAND.test(words) ? ["a command"] : []),
  ]
}
