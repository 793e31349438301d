import { useSettings, useT } from '../../core/storefront.tsx';
import { chatTarget } from './chat-target.ts';
import { ChatEntry } from './chat-entry.tsx';
import { ChatIcon } from './chat-icon.tsx';
import './chat.css';

/** "Write to us" on the profile, under the profile's entries. */
export default function ChatProfileEntry() {
  const t = useT();
  const inTelegram = chatTarget(useSettings())?.telegramPath != null;
  return (
    <ChatEntry className="chat-entry chat-entry--profile">
      <ChatIcon />
      <span className="chat-entry__text">
        <span>{t('chat.write')}</span>
        {inTelegram ? <span className="chat-entry__hint">{t('chat.hint')}</span> : null}
      </span>
    </ChatEntry>
  );
}
