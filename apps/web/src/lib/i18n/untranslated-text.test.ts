import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a component shows comes from a catalogue (docs/decisions/0019-spanish.md): text in
 * JSX is inside Lingui's <Trans> (or <Plural>, <Select>), and the attributes a person reads or
 * hears (READ_ATTRIBUTES) are given `t` or a catalogue's message, never a plain string. This reads every component of the app the way the compiler does and
 * lists what it finds, by file and line.
 */
const SRC = path.resolve(import.meta.dirname, '../..');

/** Parts not translated: the back office, used by the club's operators, stays in English. */
const NOT_YET_TRANSLATED = ['features/admin/'];

/** What a person reads or a screen reader says: names, descriptions and what a widget calls itself. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const WORDS = /[A-Za-z]{2,}/;

function components(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') components(file, found);
    } else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) {
      found.push(file);
    }
  }
  return found;
}

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

function insideMessage(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MESSAGE_ELEMENTS.has(tagName(parent.openingElement))) return true;
  }
  return false;
}

/** The string literals an expression can evaluate to and put on screen (ternaries, && and ||, templates). */
function shownLiterals(expression: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isStringLiteralLike(expression)) return WORDS.test(expression.text) ? [expression] : [];
  if (ts.isTemplateExpression(expression)) {
    const parts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
    return parts.some((part) => WORDS.test(part)) ? [expression] : [];
  }
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
    }
  }
  return [];
}

/** "file:line: text" for each word shown that is not a catalogue's message. */
function untranslated(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${path.relative(SRC, file)}:${line}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text) && !insideMessage(node)) report(node, node.text);
    // {'Words'} and {busy ? 'Saving...' : 'Save'} as an element's child.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent) && !insideMessage(node)) {
      for (const literal of shownLiterals(node.expression)) report(literal, literal.getText());
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : value;
      if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) {
        if (WORDS.test(literal.text)) report(node, `${node.name.getText()}="${literal.text}"`);
      }
      if (value && ts.isJsxExpression(value) && value.expression && !ts.isStringLiteralLike(value.expression)) {
        for (const literal of shownLiterals(value.expression))
          report(node, `${node.name.getText()}={${literal.getText()}}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('text shown by components', () => {
  const files = components(SRC);
  const isPending = (file: string) => NOT_YET_TRANSLATED.some((part) => path.relative(SRC, file).startsWith(part));

  it('comes from the catalogues in every translated part', () => {
    const found = files.filter((file) => !isPending(file)).flatMap(untranslated);
    expect(found).toEqual([]);
  });

  // While translating a part: I18N_CHECK_PART=features/plans/ npx vitest run src/lib/i18n/untranslated-text.test.ts
  const part = process.env.I18N_CHECK_PART;
  if (part) {
    it(`comes from the catalogues in ${part}`, () => {
      const found = files.filter((file) => path.relative(SRC, file).startsWith(part)).flatMap(untranslated);
      expect(found).toEqual([]);
    });
  }

  it('finds plain text, plain attributes and template attributes, and accepts messages', () => {
    const file = path.join(SRC, 'lib/i18n/__untranslated_sample.tsx');
    fs.writeFileSync(
      file,
      [
        "import { Trans, useLingui } from '@lingui/react/macro';",
        'export function Sample({ n }: { n: number }) {',
        '  const { t } = useLingui();',
        '  return (',
        '    <div aria-label="Plain label" title={t`Translated title`}>',
        '      Plain words',
        '      <Trans>Translated words</Trans>',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal
        '      <img alt={`Photo ${n}`} src="/x.png" />',
        '      <span>{n} · 42</span>',
        "      <b>{n > 1 ? 'Many' : t`One`}</b>",
        '      <section aria-roledescription="carousel" />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    try {
      expect(untranslated(file)).toEqual([
        'lib/i18n/__untranslated_sample.tsx:5: aria-label="Plain label"',
        'lib/i18n/__untranslated_sample.tsx:6: Plain words',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal
        'lib/i18n/__untranslated_sample.tsx:8: alt={`Photo ${n}`}',
        "lib/i18n/__untranslated_sample.tsx:10: 'Many'",
        'lib/i18n/__untranslated_sample.tsx:11: aria-roledescription="carousel"',
      ]);
    } finally {
      fs.rmSync(file);
    }
  });

  it('has no part on the to-do list that is already translated', () => {
    const done = NOT_YET_TRANSLATED.filter(
      (part) => part !== 'features/admin/' && files.some((file) => path.relative(SRC, file).startsWith(part)),
    ).filter(
      (part) => files.filter((file) => path.relative(SRC, file).startsWith(part)).flatMap(untranslated).length === 0,
    );
    expect(done, 'remove these from NOT_YET_TRANSLATED').toEqual([]);
  });
});
