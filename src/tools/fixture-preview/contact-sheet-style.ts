/** Styles of the contact sheet: a plain grid of phone-sized shots, failures in red. */
export const contactSheetStyle = `
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0 24px 48px; color: #1b1b1b; background: #f4f4f4; }
  header { padding: 16px 0; border-bottom: 1px solid #ddd; }
  h1 { margin: 0 0 4px; font-size: 22px; }
  h1 small { color: #666; font-weight: normal; }
  h2 { margin: 32px 0 4px; font-size: 18px; text-transform: capitalize; }
  h3 { margin: 16px 0 8px; font-size: 15px; color: #444; }
  .meta, .note { color: #555; margin: 2px 0; }
  .counts strong { font-size: 15px; }
  .bad { color: #b00020; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
  figure { margin: 0; background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px; }
  figure.failed { border: 2px solid #b00020; background: #fff4f5; }
  figure img { display: block; width: 100%; height: auto; border: 1px solid #eee; }
  .missing { aspect-ratio: 390 / 844; display: grid; place-items: center; background: #eee; color: #777; }
  figcaption { margin-top: 6px; word-break: break-word; }
  figcaption code { font-size: 12px; color: #333; }
  .time { color: #888; font-size: 12px; }
  .failure { color: #b00020; font-weight: 600; margin: 4px 0; }
  details { margin-top: 4px; font-size: 12px; }
  details ul { margin: 4px 0; padding-left: 16px; }
  summary { cursor: pointer; color: #8a4b00; }
  ul.plain { margin: 4px 0; padding-left: 20px; }
`;
