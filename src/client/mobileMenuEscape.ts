/**
 * Escape closes the mobile menu (the navbar's sidebar below 996 px), as it closes the search box and every other
 * layer a reader opens, and gives focus back to the button that opened it. A client module: the theme has no option
 * for this and keeps the menu's state hook internal, so the menu's own close button does the closing.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function closeMobileMenu(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  if (!document.querySelector('.navbar-sidebar--show')) return;
  const close = document.querySelector<HTMLButtonElement>('.navbar-sidebar__close');
  if (!close) return;
  close.click();
  document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', closeMobileMenu);
