/**
 * jsdom has `<dialog>` without its modal methods. These give it the browser's behaviour the walks
 * rely on: `showModal()` opens it, `close()` closes it and fires `close`, and Escape fires a
 * cancelable `cancel` on the open modal dialog, closing it unless the page prevents that.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>();
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open', 'InvalidStateError');
    modal.add(this);
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    modal.delete(this);
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll('dialog')].filter((d) => d.open && modal.has(d)).at(-1);
    if (!open) return;
    if (open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}
