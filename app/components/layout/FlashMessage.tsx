export function FlashMessage({ flash }: { flash: { kind: "success" | "error" | "info"; message: string } }) {
  return (
    <div className={`notice notice--${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      {flash.message}
    </div>
  );
}
