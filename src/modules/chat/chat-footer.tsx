import { useT } from '../../core/storefront.tsx';
import { ChatEntry } from './chat-entry.tsx';
import { ChatIcon } from './chat-icon.tsx';
import './chat.css';

/** "Write to us" in the footer of every page. */
export default function ChatFooter() {
  const t = useT();
  return (
    <section className="chat-footer" aria-labelledby="chat-footer-title">
      <h2 id="chat-footer-title" className="chat-footer__title">
        {t('chat.title')}
      </h2>
      <ChatEntry className="chat-entry">
        <ChatIcon />
        <span>{t('chat.write')}</span>
      </ChatEntry>
    </section>
  );
}
