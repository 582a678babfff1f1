/** The floor's island: React started on the page, and nothing of the shop's own drawn with it. */
export default function Floor() {
  return <p className="p-4">React 已启动：本页只用于测量基线，不含任何业务功能。</p>;
}
