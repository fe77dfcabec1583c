// The documents must say what the code does. Every worksheet example of the language guide
// (docs/language.md) and of the README is analysed here, so a change to either, or to the analyser,
// shows up as a failure; and every relative link between the documents must lead somewhere.

import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { run } from '../../src/cli/main';
import { examples, fenced, problems } from './docExamples';

const root = join(__dirname, '..', '..', '..');
const guide = readFileSync(join(root, 'docs', 'language.md'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
/** The README's language section, which keeps examples of its own. */
const readmeLanguage = readme.slice(
  readme.indexOf('## The language in brief'),
  readme.indexOf('\n## ', readme.indexOf('## The language in brief') + 1),
);

/** What an example line's comment says the analyser reports on it. */
function expectedSeverities(line: string): string[] {
  if (/# (wrong|an error)/.test(line)) return ['error'];
  if (/# a mistake/.test(line)) return ['warning'];
  return [];
}

/** The severity a row of the table of errors gives, from its "says" column. */
function tableSeverity(says: string): 'error' | 'warning' | null {
  if (/an error/.test(says)) return 'error';
  if (/a warning/.test(says)) return 'warning';
  return null;
}

describe('the language guide and the README say what the analyser does', () => {
  it('README.md: the language in brief keeps its examples', () => {
    assert.ok(readmeLanguage.startsWith('## The language in brief'), 'the section is there');
    assert.ok(examples(readmeLanguage).length >= 2, 'with examples');
  });

  // Every block without a language in the README is worksheet text (the language in brief, the
  // first worksheet); shell commands, JSON and output are fenced as `sh`, `json` and `text`.
  for (const [name, text] of [
    ['docs/language.md', guide],
    ['README.md', readme],
  ] as const) {
    it(`${name}: every example line is clean, except the ones its comment calls wrong or a mistake`, () => {
      const blocks = examples(text);
      assert.ok(blocks.length >= 2, `${name} has examples`);
      for (const block of blocks) {
        const lines = block.split('\n');
        const found = problems(block);
        lines.forEach((line, i) => {
          const expected = expectedSeverities(line);
          assert.deepEqual(found.get(i) ?? [], expected, `${name}: "${line}"`);
        });
      }
    });
  }

  it('docs/language.md: the table of errors gives each example the severity it says', () => {
    const table = guide.slice(guide.indexOf('| you write |'), guide.indexOf('Numbers of more than'));
    const rows = table.split('\n').filter((r) => r.startsWith('| `'));
    assert.ok(rows.length >= 8);
    for (const row of rows) {
      const [written, says] = row.split(' | ');
      const severity = tableSeverity(says!);
      assert.ok(severity, row);
      // `(under \`RULES\`)` names the rules line the examples are written under.
      const under = /\(under `([^`]+)`\)/.exec(written!)?.[1];
      for (const [, example] of written!.matchAll(/`([^`]+)`/g)) {
        if (example === under) continue;
        let rules = /under nim/.test(row) || /^[0-9]/.test(example!) ? 'nim\n' : '';
        if (under) rules = `${under}\n`;
        const found = problems(`${rules}${example}\n`);
        assert.deepEqual([...found.values()].flat(), [severity], `${example} (${row})`);
      }
    }
  });
});

/** The documents of the product: the README, the contributors' guide, the changelog and docs/. */
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** A document without its fenced blocks and inline code, where links and headings are not. */
function prose(markdown: string): string {
  return fenced(markdown).rest.replace(/`[^`\n]*`/g, '');
}

/** The anchors of a document's headings, as GitHub makes them (a repeated one gets -1, -2, …). */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of fenced(markdown).rest.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

describe('the documented output of nim-lens check is what it prints', () => {
  const cliGuide = readFileSync(join(root, 'docs', 'cli.md'), 'utf8');
  // Each document's first worksheet, and the `text` block after it, which is its report.
  for (const [name, text, file] of [
    ['README.md', readme.slice(readme.indexOf('## A first worksheet')), 'first.nim'],
    ['docs/cli.md', cliGuide, 'sheet.nim'],
  ] as const) {
    it(`${name}: the report of ${file}`, async () => {
      const { blocks } = fenced(text);
      const worksheet = blocks.find((b) => b.language === '')!;
      const report = blocks.slice(blocks.indexOf(worksheet)).find((b) => b.language === 'text')!;
      assert.ok(worksheet && report, `${name} shows a worksheet and its report`);
      const dir = mkdtempSync(join(tmpdir(), 'nim-lens-docs-'));
      writeFileSync(join(dir, file), worksheet.text);
      let out = '';
      const cwd = process.cwd();
      process.chdir(dir);
      try {
        await run(['check', '--lang', 'en', file], { write: (t) => (out += t), err: () => {} });
      } finally {
        process.chdir(cwd);
      }
      assert.equal(out, report.text);
    });
  }
});

describe('the documents link to each other, and to nothing outside the repository', () => {
  it('no file of the repository names a document outside it (its sources and tests speak of the product alone)', () => {
    const outside = /\/work\/|shared\/(?:spec|seeds|design|notes)\b|position-files\.md/;
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!['node_modules', 'out', 'dist', '.git', '.vscode-test', 'test-results'].includes(entry.name)) walk(path);
        } else if (/\.(ts|mjs|cjs|js|json|md|nim|html|css|wat)$/.test(entry.name)) {
          const text = readFileSync(join(root, path), 'utf8');
          text.split('\n').forEach((line, i) => {
            if (outside.test(line)) offenders.push(`${path}:${i + 1}: ${line.trim()}`);
          });
        }
      }
    };
    walk('');
    assert.deepEqual(offenders, []);
  });

  it('finds the documents', () => {
    for (const d of ['README.md', 'CONTRIBUTING.md', 'docs/language.md', 'docs/architecture.md', 'docs/cli.md'])
      assert.ok(DOCUMENTS.includes(d), d);
  });

  for (const document of DOCUMENTS) {
    it(`${document}: every relative link names a file of the repository, and its #anchor a heading there`, () => {
      const text = readFileSync(join(root, document), 'utf8');
      assert.ok(!/shared\/spec|\.\.\/shared/.test(text), `${document} points outside the product`);
      const links = [...prose(text).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((m) => m[1]!);
      for (const link of links) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:, command:
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path ? resolve(root, dirname(document), decodeURI(path)) : join(root, document);
        const inside = relative(root, target);
        assert.ok(!inside.startsWith('..'), `${document}: ${link} leads outside the repository`);
        assert.ok(existsSync(target), `${document}: ${link} names no file`);
        if (anchor !== undefined && target.endsWith('.md'))
          assert.ok(
            anchors(readFileSync(target, 'utf8')).has(decodeURIComponent(anchor)),
            `${document}: ${link}: no heading #${anchor} in ${inside}`,
          );
      }
    });
  }
});
