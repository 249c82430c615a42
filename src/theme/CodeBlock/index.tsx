/**
 * Replaces the theme's CodeBlock. Why: the theme tokenizes every block with Prism in the browser and remounts every
 * block after hydration (`key={String(isBrowser)}`, to swap the server's colours for the reader's colour mode),
 * which costs Prism and its grammars in the main bundle and much of a code-heavy page's blocking time.
 *
 * Here every block renders highlighted HTML in the theme's markup and classes; the colours of both modes come from a
 * stylesheet (plugins/code-highlight), so nothing changes after hydration. The title, the copy and word-wrap buttons
 * are the theme's. Fences and excerpts bring their HTML from the build (an `html` prop). Code that exists only in the
 * browser (a chart's create call, say) is highlighted with the same code: on the server at once, in the browser by
 * a chunk that loads when a page first needs it (./loader.ts); until then the block keeps the server's HTML, or shows
 * plain lines after a client-side navigation.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, type CodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
import clsx from 'clsx';
import {Children, type CSSProperties, type ReactNode, useEffect, useId, useMemo, useState} from 'react';
import Island from '../../components/Island';
import {codeTextOf, lineCountOf, plainHtml, STATIC_CODE_CLASS} from '../../lib/prism/codeHtml';
import type {CodeThemes} from '../../lib/prism/staticHtml';
import type {PrismTheme} from '../../lib/prism/tokens';
import {highlighter} from './loader';

export interface Props extends Omit<ThemeProps, 'children'> {
  children?: ReactNode;
  /** The inner HTML of `<code>`, highlighted at build time. */
  html?: string;
}

function languageOf({language, className}: Props): string {
  return (language ?? className?.match(/language-([\w-]+)/)?.[1] ?? 'text').toLowerCase();
}

interface StaticProps {
  html: string;
  className?: string;
  language: string;
  title?: ReactNode;
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
    <Island className={clsx(blockClass, containerStyles.codeBlockContainer, 'theme-code-block', STATIC_CODE_CLASS)} style={style}>
      <LiveCodeBlock {...props} blockClass={blockClass} />
    </Island>
  );
}

/** What the container holds: the title, the code and the theme's buttons (which exist only in the browser). */
function LiveCodeBlock({html, blockClass, language, title, id}: StaticProps & {blockClass: string}) {
  const wordWrap = useCodeWordWrap();
  const metadata = useMemo<CodeBlockMetadata>(
    () => ({
      // The copy button reads `code`; worked out from the HTML when it is read.
      get codeInput() {
        return codeTextOf(html);
      },
      get code() {
        return codeTextOf(html);
      },
      className: blockClass,
      language,
      title,
      lineNumbersStart: undefined,
      lineClassNames: {},
    }),
    [html, blockClass, language, title],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {title ? (
        <div className={layoutStyles.codeBlockTitle}>
          <Title>{title}</Title>
        </div>
      ) : null}
      <div className={layoutStyles.codeBlockContent}>
        <pre
          ref={wordWrap.codeBlockRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: as the theme's: a block that scrolls sideways is reachable by keyboard.
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}
        >
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML of escaped tokens (src/lib/prism/staticHtml.ts). */}
          <code id={id} className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />
        </pre>
        <Buttons />
      </div>
    </CodeBlockContextProvider>
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
  const language = languageOf(props);
  const themes: CodeThemes = {light: prism.theme as PrismTheme, dark: (prism.darkTheme ?? prism.theme) as PrismTheme};
  // Until the highlighter loads (after a client-side navigation, or a change of code), plain lines.
  const html = module?.highlightCode(props.code, language, themes) ?? fromServer ?? plainHtml(props.code);
  return <StaticCodeBlock id={id} html={html} className={props.className} language={language} title={props.title} />;
}

export default function CodeBlock(props: Props): ReactNode {
  if (typeof props.html === 'string') {
    return <StaticCodeBlock html={props.html} className={props.className} language={languageOf(props)} title={props.title} />;
  }
  // As the theme's CodeBlock: string children are the code, without their last line break.
  const parts = Children.toArray(props.children);
  const code = parts.every((part) => typeof part === 'string') ? parts.join('').replace(/\r?\n$/, '') : undefined;
  if (code === undefined) throw new Error('CodeBlock: code must be text (a string), not elements');
  return <BrowserCodeBlock {...props} code={code} />;
}
