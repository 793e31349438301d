// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps.ts';

/** As the customer's own: the browser's events are trusted, a script's are not (the replay's are not). */
function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}

describe('taps before hydration', () => {
  it('are held and given again to the same elements once the page is live, one per task, then go through', async () => {
    document.body.innerHTML = '<button id="plus">+</button><p id="text">menu</p>';
    const plus = document.getElementById('plus')!;
    const text = document.getElementById('text')!;
    const clicks: string[] = [];
    plus.addEventListener('click', () => clicks.push('plus'));
    text.addEventListener('click', () => clicks.push('text'));
    const taps = holdEarlyTaps(document);

    // A real tap is trusted; a plain click() is not, which is how the replay gets through.
    const tap = (element: HTMLElement) => {
      element.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, cancelable: true })));
    };
    tap(plus);
    tap(text);
    tap(plus);
    expect(clicks).toEqual(['text']);

    taps.release();
    // One tap per task, so the page has applied each before it gets the next.
    expect(clicks).toEqual(['text', 'plus']);
    await vi.waitFor(() => expect(clicks).toEqual(['text', 'plus', 'plus']));
    tap(plus);
    expect(clicks).toEqual(['text', 'plus', 'plus', 'plus']);
  });

  it('lets a link to another sub-domain go at once, and holds a link inside the app', () => {
    document.body.innerHTML =
      '<a id="brand" href="http://sushi.example.uz/">Суши</a><a id="menu" href="/category?id=1">Меню</a>';
    const brand = document.getElementById('brand')!;
    const menu = document.getElementById('menu')!;
    const taps = holdEarlyTaps(document);
    const tap = (element: HTMLElement) => {
      const event = trusted(new MouseEvent('click', { bubbles: true, cancelable: true }));
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // The other brand's page loads whether this one is live or not: the browser follows the link.
    expect(tap(brand)).toBe(false);
    expect(tap(menu)).toBe(true);
    taps.release();
  });

  it('finds a tapped element the live page drew anew by its tag and label', () => {
    document.body.innerHTML = '<div id="row"><button aria-label="В корзину: Лаваш">+</button></div>';
    const clicks: string[] = [];
    const taps = holdEarlyTaps(document);
    document
      .querySelector('button')!
      .dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, cancelable: true })));
    // Hydration regroups the row: a new element for the same button.
    document.getElementById('row')!.innerHTML = '<button aria-label="В корзину: Лаваш">+</button>';
    document.querySelector('button')!.addEventListener('click', () => clicks.push('again'));
    taps.release();
    expect(clicks).toEqual(['again']);
  });

  it('gives a tap to a page the browser draws anew, once its element is drawn', async () => {
    document.body.innerHTML = '<div id="root"><button aria-label="В корзину: Лаваш">+</button></div>';
    const clicks: string[] = [];
    const taps = holdEarlyTaps(document);
    document
      .querySelector('button')!
      .dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, cancelable: true })));
    // Not this visit's page (a Telegram launch): the browser empties it and draws its own, which
    // takes longer than hydration's regrouping (its data and code load first).
    const root = document.getElementById('root')!;
    root.replaceChildren();
    taps.release({ redrawWithinMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    root.innerHTML = '<button aria-label="В корзину: Лаваш">+</button>';
    root.querySelector('button')!.addEventListener('click', () => clicks.push('drawn'));
    await vi.waitFor(() => expect(clicks).toEqual(['drawn']), { timeout: 3000 });
  });

  it('gives what was typed before the page was live to the live field, so its handler hears it', async () => {
    document.body.innerHTML = '<input type="search" aria-label="Поиск" />';
    const server = document.querySelector('input')!;
    const taps = holdEarlyTaps(document);
    server.value = 'Фиш';
    server.dispatchEvent(trusted(new Event('input', { bubbles: true })));
    // Hydration drew the field anew; its handler hears input events.
    document.body.innerHTML = '<input type="search" aria-label="Поиск" />';
    const heard: string[] = [];
    const live = document.querySelector('input')!;
    live.addEventListener('input', () => heard.push(live.value));
    taps.release();
    await vi.waitFor(() => expect(heard).toEqual(['Фиш']));
    expect(live.value).toBe('Фиш');
  });

  it('keeps the typed words even when hydration set the field back to the server value', async () => {
    document.body.innerHTML = '<input type="search" aria-label="Поиск" />';
    const field = document.querySelector('input')!;
    const heard: string[] = [];
    field.addEventListener('input', () => heard.push(field.value));
    const taps = holdEarlyTaps(document);
    field.value = 'мол';
    field.dispatchEvent(trusted(new Event('input', { bubbles: true })));
    heard.length = 0;
    // A controlled field is given its state's value as it is hydrated.
    field.value = '';
    taps.release();
    await vi.waitFor(() => expect(heard).toEqual(['мол']));
  });

  it('chooses again an option picked before the page was live, so the list’s handler hears it', async () => {
    document.body.innerHTML =
      '<select aria-label="Город"><option value="1">Ташкент</option><option value="2">Самарканд</option></select>';
    const list = document.querySelector('select')!;
    const heard: string[] = [];
    list.addEventListener('change', () => heard.push(list.value));
    const taps = holdEarlyTaps(document);
    list.value = '2';
    list.dispatchEvent(trusted(new Event('change', { bubbles: true })));
    heard.length = 0;
    // Hydration gives the list its state's value: the server's city.
    list.value = '1';
    taps.release();
    await vi.waitFor(() => expect(heard).toEqual(['2']));
    expect(list.value).toBe('2');
  });

  it('gives a tap whose element was drawn anew under the finger to the new element', async () => {
    // A page of its own: the holds of the tests before still listen to theirs for a moment.
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = '<div id="row"><button aria-label="В корзину: Лаваш">+</button></div>';
    const taps = holdEarlyTaps(doc);
    taps.release();
    const finger = (type: string, target: Element) => {
      target.dispatchEvent(trusted(new PointerEvent(type, { bubbles: true })));
    };
    finger('pointerdown', doc.querySelector('button')!);
    // The live page regroups the row between finger down and up: no element got both, no click.
    doc.getElementById('row')!.innerHTML = '<button aria-label="В корзину: Лаваш">+</button>';
    const clicks: string[] = [];
    const fresh = doc.querySelector('button')!;
    fresh.addEventListener('click', () => clicks.push('again'));
    finger('pointerup', fresh);
    await vi.waitFor(() => expect(clicks).toEqual(['again']));
  });
});
