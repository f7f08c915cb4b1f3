import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

/**
 * The rich-text editor (Tiptap): headings, bold, italic, underline, lists, quotes and links, producing HTML. What it
 * produces is sanitised again on the server before it is stored, so the editor is a convenience, not a safeguard.
 * Loaded on its own (React.lazy) so admin screens without rich text do not pay for it.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  invalid: boolean;
}) {
  // The HTML the editor last reported (or was given): a different value from outside means a reset, not typing.
  const known = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] } })],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'prose prose-sm max-w-none min-h-32 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => {
      known.current = current.isEmpty ? '' : current.getHTML();
      onChange(known.current);
    },
  });
  // A value set from outside (the form reset after saving) replaces the content; typing does not loop back here.
  // The editor's own state is not read here: it may be between mount and unmount (React runs effects twice in
  // development, and a route change unmounts it), when reading its document throws.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={`rounded border bg-white shadow-sm ${invalid ? 'border-red-600' : 'border-slate-300'}`} data-testid="rich-text">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin-resources');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { key: keyof typeof state; text: ReactNode; run(): void }[] = [
    { key: 'bold', text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'underline', text: 'U', run: () => chain().toggleUnderline().run() },
    { key: 'h2', text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullet', text: '•', run: () => chain().toggleBulletList().run() },
    { key: 'ordered', text: '1.', run: () => chain().toggleOrderedList().run() },
    { key: 'quote', text: '❝', run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      // Drawn, not an emoji: the machines this runs on need not have an emoji font.
      text: (
        <svg viewBox="0 0 24 24" className="inline size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
      ),
      run: () => {
        if (editor.isActive('link')) return void chain().unsetLink().run();
        const href = window.prompt(t('editor.linkPrompt'));
        if (href) chain().extendMarkRange('link').setLink({ href }).run();
      },
    },
  ];
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          onClick={button.run}
          aria-pressed={state[button.key]}
          title={t(`editor.${button.key}`)}
          aria-label={t(`editor.${button.key}`)}
          className="min-w-8 rounded px-2 py-1 text-sm font-semibold text-navy-900 hover:bg-slate-200 aria-pressed:bg-navy-900 aria-pressed:text-white"
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
    </div>
  );
}
