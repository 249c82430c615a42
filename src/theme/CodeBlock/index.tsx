/**
 * Replaces the theme's CodeBlock (a safe swizzle). Why: the theme tokenizes every block with Prism in the browser and
 * remounts every block after hydration (to swap the server's colours for the reader's colour mode), which costs
 * Prism and its grammars in the main bundle and much of a code-heavy page's blocking time.
 *
 * Here every block renders highlighted HTML in the theme's markup; the colours of both modes come from a stylesheet
 * (plugins/code-highlight), so nothing changes after hydration. Fences and excerpts bring their HTML from the build
 * (an `html` prop, with highlighted lines and line numbers already in it: src/lib/prism/lines.ts). Code that exists
 * only in the browser (a partial's templated command, say) is highlighted with the same code: on the server at once,
 * in the browser by a chunk that loads when a page first needs it (./loader.ts); until then the block keeps the
 * server's HTML, or shows plain lines after a client-side navigation.
 *
 * Only public theme parts are used: the title and button components, the icons and the theme's class names; the
 * layout's styles are ./styles.module.css, the copy and word-wrap buttons ./Buttons.tsx.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import Title from '@theme/CodeBlock/Title';
import clsx from 'clsx';
import {Children, type CSSProperties, type ReactNode, useEffect, useId, useState} from 'react';
import Island from '../../components/Island';
import {codeTextOf, lineCountOf, plainHtml, STATIC_CODE_CLASS} from '../../lib/prism/codeHtml';
import type {MagicComment} from '../../lib/prism/lines';
import {parseMeta} from '../../lib/prism/meta';
import type {CodeThemes} from '../../lib/prism/staticHtml';
import type {PrismTheme} from '../../lib/prism/tokens';
import Buttons, {useWordWrap} from './Buttons';
import {highlighter} from './loader';
import styles from './styles.module.css';

export interface Props extends Omit<ThemeProps, 'children'> {
  children?: ReactNode;
  /** The inner HTML of `<code>`, highlighted at build time. */
  html?: string;
  /** The first line number, when the build numbered the lines of `html`. */
  lineNumbersStart?: number;
}

function languageOf({language, className}: Props): string {
  return (language ?? className?.match(/language-([\w-]+)/)?.[1] ?? 'text').toLowerCase();
}

interface StaticProps {
  html: string;
  className?: string;
  language: string;
  title?: ReactNode;
  lineNumbersStart?: number;
  /** Of the `<code>`, for a block that reads its server HTML back when hydrating. */
  id?: string;
}

/**
 * The block's container: an island (../../components/Island), so a block far down the page is not hydrated. Its
 * line count sizes the placeholder the browser lays out while the block is off screen (`--code-lines`, used by
 * `content-visibility` in src/css/custom.css).
 */
function StaticCodeBlock(props: StaticProps) {
  const {className, language, html} = props;
  const blockClass = clsx(className, !className?.includes(`language-${language}`) && `language-${language}`);
  const style = {'--code-lines': lineCountOf(html)} as CSSProperties;
  return (
    <Island className={clsx(blockClass, styles.container, ThemeClassNames.common.codeBlock, STATIC_CODE_CLASS)} style={style}>
      <LiveCodeBlock {...props} />
    </Island>
  );
}

/** What the container holds: the title, the code and the buttons (which exist only in the browser). */
function LiveCodeBlock({html, language, title, lineNumbersStart, id}: StaticProps) {
  const wordWrap = useWordWrap();
  const numbered = lineNumbersStart !== undefined;
  const counter = numbered ? ({counterReset: `line-count ${lineNumbersStart - 1}`} as CSSProperties) : undefined;
  return (
    <>
      {title ? (
        <div className={styles.title}>
          <Title>{title}</Title>
        </div>
      ) : null}
      <div className={styles.content}>
        <pre
          ref={wordWrap.preRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: as the theme's: a block that scrolls sideways is reachable by keyboard.
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}
        >
          <code
            id={id}
            className={clsx(styles.lines, numbered && styles.numbered, wordWrap.enabled && styles.wrapped)}
            style={counter}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML of escaped tokens (src/lib/prism/staticHtml.ts).
            dangerouslySetInnerHTML={{__html: html}}
            suppressHydrationWarning
          />
        </pre>
        <Buttons code={() => codeTextOf(html)} wordWrap={wordWrap} />
      </div>
    </>
  );
}

/**
 * Code without build-time HTML: highlighted by ./highlighter (at once on the server). The browser loads it only when
 * the page's HTML lacks the code to show: after a client-side navigation, or once the code changes.
 */
function BrowserCodeBlock(props: Props & {code: string}): ReactNode {
  const {prism} = useThemeConfig();
  const isBrowser = useIsBrowser();
  const id = useId();
  const language = languageOf(props);
  const meta = props.metastring ?? '';
  const parsed = parseMeta(meta);
  const lineNumbersStart =
    typeof props.showLineNumbers === 'number' ? props.showLineNumbers : props.showLineNumbers === true ? 1 : parsed.lineNumbersStart;
  // Mounted while hydrating: the server's highlighted HTML (read from the page, so hydration keeps it) serves this
  // code until it changes.
  const [served] = useState(() => {
    const html = !isBrowser && typeof document !== 'undefined' ? document.getElementById(id)?.innerHTML : undefined;
    return html === undefined ? undefined : {code: props.code, html};
  });
  const [module, setModule] = useState(highlighter.peek);
  const fromServer = served?.code === props.code ? served.html : undefined;
  useEffect(() => {
    if (fromServer === undefined && !module) highlighter.load().then((loaded) => setModule(() => loaded));
  }, [fromServer, module]);
  const themes: CodeThemes = {light: prism.theme as PrismTheme, dark: (prism.darkTheme ?? prism.theme) as PrismTheme};
  // Until the highlighter loads (after a client-side navigation, or a change of code), plain lines.
  // The line-range and magic-comment reading comes with the highlighter (src/lib/prism/lines.ts).
  const magicComments = (prism.magicComments ?? []) as MagicComment[];
  const html =
    module?.highlightCode(props.code, language, themes, meta, magicComments, lineNumbersStart) ??
    fromServer ??
    plainHtml(props.code, {}, lineNumbersStart !== undefined);
  return (
    <StaticCodeBlock
      id={id}
      html={html}
      className={props.className}
      language={language}
      title={parsed.title ?? props.title}
      lineNumbersStart={lineNumbersStart}
    />
  );
}

export default function CodeBlock(props: Props): ReactNode {
  if (typeof props.html === 'string') {
    return (
      <StaticCodeBlock
        html={props.html}
        className={props.className}
        language={languageOf(props)}
        title={props.title}
        lineNumbersStart={props.lineNumbersStart}
      />
    );
  }
  // As the theme's CodeBlock: string children are the code, without their last line break.
  const parts = Children.toArray(props.children);
  const code = parts.every((part) => typeof part === 'string') ? parts.join('').replace(/\r?\n$/, '') : undefined;
  if (code === undefined) throw new Error('CodeBlock: code must be text (a string), not elements');
  return <BrowserCodeBlock {...props} code={code} />;
}
