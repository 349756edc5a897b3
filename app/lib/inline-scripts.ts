/**
 * The one inline script of a public page (decision 0405): it adds class "js"
 * to <html> so CSS can tell a JavaScript run from a no-JavaScript one, and
 * takes it away if the page's script fails to load. Public pages allow it by
 * its hash in the Content-Security-Policy (no per-response nonce, so a kept
 * page is identical for everyone); staff pages also give it the nonce.
 */
export const JS_CLASS_SCRIPT =
  "var d=document.documentElement,s=document.getElementById('enhance-script');d.classList.add('js');" +
  "if(s)s.addEventListener('error',function(){d.classList.remove('js')})";
