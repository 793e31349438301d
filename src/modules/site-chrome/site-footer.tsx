import { Link } from 'react-router-dom';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  LinkIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  SendIcon,
} from '../../ui/icons.tsx';
import { appLinks, contactHref, socialLinks, type SocialLink } from './social-links.ts';
import './site-chrome.css';

const socialIcon: Record<SocialLink['kind'], typeof PhoneIcon> = {
  phone: PhoneIcon,
  telegram: SendIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
};
const contactIcon = {
  PHONE: PhoneIcon,
  EMAIL: MailIcon,
  ADDRESS: PinIcon,
  TELEGRAM: SendIcon,
  INSTAGRAM: InstagramIcon,
  FACEBOOK: FacebookIcon,
  WEBSITE: LinkIcon,
};

/** The branches screen, when the merchant has it (its module is on), is linked with the contacts. */
const BRANCHES_PATH = '/branches';

export default function SiteFooter() {
  const { settings, registry } = useStorefront();
  const localize = useLocalize();
  const t = useT();
  const social = socialLinks(settings);
  const apps = appLinks(settings);
  const left = localize(settings.leftCopyWrite);
  const right = localize(settings.rightCopyWrite);
  const branches = registry.routes(settings).some((route) => route.path === BRANCHES_PATH);

  return (
    <div className="site-footer">
      {social.length || settings.contacts.length || branches ? (
        <section className="site-footer__block" aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="site-footer__title">
            {t('site-chrome.contacts')}
          </h2>
          <ul className="site-footer__list">
            {branches ? (
              <li>
                <Link to={BRANCHES_PATH}>
                  <PinIcon />
                  <span>{t('site-chrome.branches')}</span>
                </Link>
              </li>
            ) : null}
            {social.map((link) => {
              const Icon = socialIcon[link.kind];
              return (
                <li key={link.kind}>
                  <a
                    href={link.href}
                    target={link.kind === 'phone' ? undefined : '_blank'}
                    rel="noopener noreferrer"
                  >
                    <Icon />
                    {link.kind === 'phone' ? (
                      <bdi dir="ltr">{link.label}</bdi>
                    ) : (
                      <span>{t(`site-chrome.social.${link.kind}`)}</span>
                    )}
                  </a>
                </li>
              );
            })}
            {settings.contacts.map((contact, index) => {
              const Icon = contactIcon[contact.type];
              const href = contactHref(contact);
              const title = localize(contact.title);
              const label = title || contact.value;
              // A bare number, address or link reads left to right even in Arabic.
              const dir = !title && contact.type !== 'ADDRESS' ? 'ltr' : undefined;
              return (
                <li key={`${contact.type}-${index}`}>
                  {href ? (
                    <a
                      href={href}
                      target={href.startsWith('http') ? '_blank' : undefined}
                      rel="noopener noreferrer"
                    >
                      <Icon />
                      <bdi dir={dir}>{label}</bdi>
                    </a>
                  ) : (
                    <span className="site-footer__text">
                      <Icon />
                      <bdi dir={dir}>{label}</bdi>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {apps.length ? (
        <section className="site-footer__block" aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="site-footer__title">
            {t('site-chrome.apps')}
          </h2>
          <ul className="site-footer__apps">
            {apps.map((app) => (
              <li key={app.kind}>
                <a className="site-footer__app" href={app.href} target="_blank" rel="noopener noreferrer">
                  {t(`site-chrome.app.${app.kind}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {left || right ? (
        <div className="site-footer__copyright">
          <span>{left}</span>
          <span>{right}</span>
        </div>
      ) : null}
    </div>
  );
}
