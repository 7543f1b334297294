// The sign-in screens' look, in plain CSS: the antd 6 look of the app (its tokens: 8px radius, 14px text, the
// brand's first colour, darkened to read at WCAG AA), without antd's runtime. Brand colours arrive as CSS variables on
// the layout (the fields used elsewhere fall back to Beacon's cyan).
const CSS = `
.bcn-auth{display:flex;min-height:100vh;background:#f4f7f9;color:rgba(0,0,0,.88);font-size:14px;line-height:1.5715;
font-family:Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji'}
.bcn-auth *,.bcn-auth *::before,.bcn-auth *::after,.bcn-field *{box-sizing:border-box}
.bcn-panel{width:570px;flex:0 0 570px;background:var(--bcn-panel);color:#fff;padding:56px;display:flex;
flex-direction:column;justify-content:space-between}
.bcn-panel-brand{display:flex;align-items:center;gap:14px}
.bcn-panel h2{color:#fff;margin:0;font-size:30px;font-weight:600;line-height:1.2667}
.bcn-panel p{color:rgba(255,255,255,.85);font-size:18px;max-width:380px;margin:0 0 1em}
.bcn-main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:48px}
.bcn-card{width:100%;max-width:420px;background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:24px}
.bcn-card-small{padding:12px}
.bcn-compact-brand{display:none;align-items:center;gap:10px;margin-bottom:16px;font-weight:600}
.bcn-card h3{margin:0 0 .5em;font-size:24px;font-weight:600;line-height:1.3333}
.bcn-field{margin-bottom:24px}
.bcn-field label{display:block;padding-bottom:8px;line-height:22px}
.bcn-input{display:flex;align-items:center;width:100%;min-height:32px;padding:4px 11px;background:#fff;
border:1px solid #d9d9d9;border-radius:8px;transition:border-color .2s,box-shadow .2s}
.bcn-input:hover{border-color:var(--bcn-primary,#0b7c90)}
.bcn-input:focus-within{border-color:var(--bcn-primary,#0b7c90);box-shadow:0 0 0 2px color-mix(in srgb,var(--bcn-primary,#0b7c90) 12%,transparent)}
.bcn-input input{flex:1;min-width:0;border:0;outline:0;padding:0;font:inherit;color:inherit;background:transparent;line-height:22px}
.bcn-input.bcn-disabled{background:rgba(0,0,0,.04);color:rgba(0,0,0,.25);border-color:#d9d9d9;cursor:not-allowed}
.bcn-input.bcn-disabled input{cursor:not-allowed}
.bcn-input.bcn-warning{border-color:#faad14}
.bcn-eye{display:flex;align-items:center;justify-content:center;min-width:24px;min-height:24px;border:0;background:none;padding:0 0 0 4px;cursor:pointer;color:rgba(0,0,0,.62)}
.bcn-eye:hover{color:rgba(0,0,0,.88)}
.bcn-help{color:rgba(0,0,0,.62);min-height:22px;line-height:1.5715}
.bcn-help.bcn-warning{color:#8a5a00}
.bcn-button{position:relative;display:flex;align-items:center;justify-content:center;gap:8px;width:100%;height:32px;
padding:4px 15px;font:inherit;color:#fff;background:var(--bcn-primary,#0b7c90);border:1px solid transparent;border-radius:8px;
box-shadow:0 2px 0 color-mix(in srgb,var(--bcn-primary,#0b7c90) 10%,transparent);cursor:pointer;transition:filter .2s}
.bcn-button:hover{filter:brightness(1.12)}
.bcn-button:disabled{color:rgba(0,0,0,.25);background:rgba(0,0,0,.04);border-color:#d9d9d9;box-shadow:none;cursor:not-allowed;filter:none}
.bcn-button.bcn-busy{opacity:.65;cursor:default}
.bcn-spinner{width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;
animation:bcn-spin .8s linear infinite}
@keyframes bcn-spin{to{transform:rotate(360deg)}}
.bcn-link{color:var(--bcn-primary,#0b7c90);text-decoration:none;cursor:pointer}
.bcn-link:hover{filter:brightness(1.15)}
.bcn-below{margin-top:16px}
.bcn-gap{margin-bottom:24px}
.bcn-secondary{color:rgba(0,0,0,.62)}
.bcn-alert{display:flex;gap:12px;margin-bottom:16px;padding:20px 24px;background:#fff2f0;border:1px solid #ffccc7;border-radius:8px}
.bcn-alert svg{flex:none;color:#c43b3d}
.bcn-alert-title{font-size:16px;margin-bottom:4px}
.bcn-result{padding:48px 32px;text-align:center}
.bcn-result svg{color:#368111}
.bcn-result-title{margin:24px 0 16px;font-size:24px;line-height:1.3333}
.bcn-auth :focus-visible{outline:2px solid var(--bcn-primary,#0b7c90);outline-offset:2px}
.bcn-input:focus-within :focus-visible{outline:0}
@media (prefers-reduced-motion:reduce){.bcn-auth *,.bcn-auth *::before,.bcn-auth *::after{animation-duration:.01ms!important;transition:none!important}}
@media (max-width:767.98px){.bcn-panel{display:none}.bcn-main{padding:16px}.bcn-compact-brand{display:flex}}
`;

const ID = 'bcn-sign-in-styles';

/** Puts the sign-in screens' styles into the page once, before they first paint. */
export function ensureSignInStyles(): void {
  if (document.getElementById(ID)) return;
  const style = document.createElement('style');
  style.id = ID;
  style.textContent = CSS;
  document.head.append(style);
}
