/** The one stylesheet of every server-rendered page (browsable API, admin, login), inlined by the layout. */
export const css = `
:root{--ink:#1d2330;--muted:#5d6475;--line:#dfe3ea;--soft:#f5f7fa;--brand:#1f6feb;--bad:#b42318;--good:#18794e;--warn:#8a6100}
*{box-sizing:border-box}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:var(--ink);background:#fff}
a{color:var(--brand);text-decoration:none}a:hover{text-decoration:underline}
header.top{background:#141a26;color:#cfd6e4;padding:.55rem 1.5rem;display:flex;gap:1.1rem;align-items:center;flex-wrap:wrap}
header.top a{color:#cfd6e4}header.top a:hover{color:#fff;text-decoration:none}
header.top .brand{color:#fff;font-weight:700;letter-spacing:.02em;margin-right:.6rem}
header.top nav{display:flex;gap:1rem;flex-wrap:wrap}header.top nav a.on{color:#fff;border-bottom:2px solid var(--brand)}
header.top .who{margin-left:auto;display:flex;gap:.6rem;align-items:center}
header.top .who button{background:none;border:1px solid #4a5366;color:#cfd6e4;border-radius:4px;padding:.1rem .6rem}
main{padding:1.1rem 1.5rem 3rem;max-width:84rem}
h1{font-size:1.5rem;margin:.3rem 0 .4rem}h2{font-size:1.1rem;margin:1.4rem 0 .4rem}
.crumbs{font-size:.9rem;color:var(--muted)}.crumbs a{color:var(--muted)}.crumbs span+span:before{content:"›";margin:0 .45rem;color:#a0a6b3}
.lead{color:var(--muted);margin:.1rem 0 .8rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{text-align:left;padding:.35rem .55rem;border-bottom:1px solid var(--line);vertical-align:top}
thead th{background:var(--soft);font-weight:600;font-size:.9rem}
table.figures{width:auto}table.figures th{padding-right:2rem;font-weight:600}
.errors{color:var(--bad);margin:.2rem 0}ul.errors{padding-left:1.2rem}
.notice{background:#e8f5ee;border-left:4px solid var(--good);padding:.5rem .8rem;margin:.6rem 0}
.problem{background:#fdecea;border-left:4px solid var(--bad);padding:.6rem .9rem;margin:.6rem 0}
.state-failed{color:var(--bad);font-weight:600}.state-succeeded{color:var(--good)}.state-queued{color:var(--warn)}
.action-create{color:var(--good)}.action-update{color:var(--warn)}.action-delete{color:var(--bad)}
form.inline{display:inline}fieldset{border:1px solid var(--line);border-radius:6px;margin:1rem 0;padding:.5rem 1rem 1rem}
legend{font-weight:600;padding:0 .3rem}
.field{margin-top:.8rem}.field>label{display:block;font-weight:600;margin-bottom:.15rem}.help{color:var(--muted);font-size:.85rem;margin:.15rem 0}
input[type=text],input[type=search],input[type=password],input[type=datetime-local],textarea,select{width:100%;max-width:46rem;font:inherit;padding:.35rem .5rem;border:1px solid #c5cbd6;border-radius:5px;background:#fff}
textarea{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88rem}select[multiple]{height:14rem}
.filters{display:flex;gap:1rem;align-items:end;flex-wrap:wrap;margin:.4rem 0 .8rem}.filters select,.filters input{width:auto}
pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:.7rem .9rem;overflow:auto;white-space:pre-wrap;word-break:break-word;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;margin:.3rem 0 1rem}
button,.button{font:inherit;padding:.3rem .95rem;cursor:pointer;border:1px solid #b9c0cc;border-radius:5px;background:#fff;color:var(--ink);display:inline-block}
button.primary,.button.primary{background:var(--brand);border-color:var(--brand);color:#fff}
button.danger{color:#fff;background:var(--bad);border-color:var(--bad)}
.toolbar{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;margin:.3rem 0 .8rem}
.card{border:1px solid var(--line);border-radius:8px;padding:.4rem 1rem .8rem;margin:1rem 0;max-width:46rem}
.links{display:flex;gap:.4rem;flex-wrap:wrap;align-items:flex-start}.links details{border:1px solid var(--line);border-radius:5px;padding:.2rem .6rem}.links details>div{display:flex;flex-direction:column;gap:.3rem;margin:.3rem 0}
.button.c-blue{border-color:#0d6efd}.button.c-indigo{border-color:#6610f2}.button.c-purple{border-color:#6f42c1}.button.c-pink{border-color:#d63384}.button.c-red{border-color:#dc3545}.button.c-orange{border-color:#fd7e14}.button.c-yellow{border-color:#ffc107}.button.c-green{border-color:#198754}.button.c-teal{border-color:#20c997}.button.c-cyan{border-color:#0dcaf0}.button.c-gray{border-color:#6c757d}.button.c-black{border-color:#000}.button.c-ghost-dark{border-color:transparent;text-decoration:underline}
.link-error{color:var(--bad)}
.login{max-width:24rem;margin:3rem auto}
.secret{font:600 1rem ui-monospace,monospace;background:#fff8e1;border:1px dashed var(--warn);padding:.6rem .8rem;word-break:break-all}
pre.http .status{font-weight:700}pre.http .h{color:var(--muted)}
.json .k{color:#8a3ab9}.json .s{color:#0b7a47}.json .n{color:#b35c00}.json .b,.json .z{color:#1f6feb}
.diff td.pre{background:#fdecea}.diff td.post{background:#e8f5ee}.diff td{font-family:ui-monospace,monospace;font-size:.85rem;white-space:pre-wrap;word-break:break-word}
.pager{color:var(--muted)}.muted{color:var(--muted)}
`;
