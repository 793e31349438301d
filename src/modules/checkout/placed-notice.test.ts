import { describe, expect, it } from 'vitest';
import { Messages } from '../../core/i18n/messages.ts';
import ru from './i18n/ru.json';
import uz from './i18n/uz.json';
import { placedNotice } from './placed-notice.ts';

function says(lang: 'ru' | 'uz', catalogue: Record<string, string>) {
  const messages = new Messages(lang);
  messages.add('checkout', catalogue);
  return (notice: ReturnType<typeof placedNotice>) => ({
    title: messages.format(notice.title),
    text: messages.format(notice.text, notice.values),
  });
}

describe('the notice after "Place order"', () => {
  const russian = says('ru', ru);
  const uzbek = says('uz', uz);

  it('says "sent, waiting for confirmation" while the merchant has not confirmed the order', () => {
    expect(russian(placedNotice({ status: 'CREATED' }, {}))).toEqual({
      title: 'Заказ отправлен',
      text: 'Ваш заказ отправлен и ждёт подтверждения',
    });
    expect(russian(placedNotice({ status: 'OPEN' }, { later: false })).title).toBe('Заказ отправлен');
    // A scheduled order is stored as AT_TIME: sent too, with its time.
    expect(
      russian(placedNotice({ status: 'AT_TIME' }, { later: true, day: '2026-06-09', time: '14:30' })),
    ).toEqual({ title: 'Заказ отправлен', text: 'Ваш заказ на 14:30, 09.06 отправлен и ждёт подтверждения' });
    // A window ("later") with both its ends.
    expect(
      russian(
        placedNotice(
          { status: 'AT_TIME' },
          { later: true, day: '2026-06-09', time: '14:30', time2: '15:30' },
        ),
      ).text,
    ).toBe('Ваш заказ на 14:30–15:30, 09.06 отправлен и ждёт подтверждения');
  });

  it("says the spec's 'Tasdiqlandi' / 'Buyurtmangiz tasdiqlandi' once the order is confirmed", () => {
    expect(uzbek(placedNotice({ status: 'ACCEPTED' }, {}))).toEqual({
      title: 'Tasdiqlandi',
      text: 'Buyurtmangiz tasdiqlandi',
    });
    expect(uzbek(placedNotice({ status: 'CREATED' }, {})).title).toBe('Buyurtma yuborildi');
  });
});
