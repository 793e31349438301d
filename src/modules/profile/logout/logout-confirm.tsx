import { useT } from '../../../core/storefront.tsx';
import { Button } from '../../../ui/button.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { LOGOUT_NAMESPACE } from './logout-texts.ts';

/** "Log out? The basket's N items go": the sheet logout-button.tsx opens, in the deletion's style. */
export default function LogoutConfirm({
  count,
  onNo,
  onYes,
}: {
  count: number;
  onNo: () => void;
  onYes: () => void;
}) {
  const t = useT();
  const text = (key: string, values?: Record<string, number>) => t(`${LOGOUT_NAMESPACE}.${key}`, values);
  return (
    <Sheet open onClose={onNo} title={text('title')} closeLabel={t('profile.close')}>
      <div className="confirm">
        <h2 className="confirm__title">{text('title')}</h2>
        <p className="confirm__text">{text('text', { count })}</p>
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={onNo}>
            {text('no')}
          </Button>
          <Button onClick={onYes}>{text('yes')}</Button>
        </div>
      </div>
    </Sheet>
  );
}
