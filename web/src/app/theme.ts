import type { ThemeConfig } from 'antd';

/** Kaj's navy, used for the top bar and the login pages. */
export const NAVY = '#1f4e79';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f63a3',
    colorInfo: '#1f63a3',
    colorLink: '#1f63a3',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  components: {
    Layout: {
      headerBg: NAVY,
      headerHeight: 56,
      headerPadding: '0 24px',
      bodyBg: '#f0f2f5',
      footerBg: 'transparent',
      footerPadding: '16px 24px',
      siderBg: '#ffffff',
    },
    Menu: {
      darkItemBg: NAVY,
      darkPopupBg: '#1a4268',
      darkSubMenuItemBg: '#1a4268',
      darkItemSelectedBg: '#2b6cb0',
      darkItemHoverBg: '#2a5d8f',
      darkItemColor: 'rgba(255, 255, 255, 0.85)',
      darkItemHoverColor: '#ffffff',
      darkItemSelectedColor: '#ffffff',
    },
    Card: { headerFontSize: 16 },
    Table: { headerBg: '#fafbfc' },
  },
};
