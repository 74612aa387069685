// The journal's preview in the CMS (docs/decisions/020-journal.md): a post as its page shows it,
// in the site's own stylesheet (copied by the build to /admin/preview.css), beside the editor.
// Decap's bundle gives `CMS`, `h` (React's createElement) and `createClass` as globals.
(function () {
  var CMS = window.CMS;
  var h = window.h;
  CMS.registerPreviewStyle("/admin/preview.css");

  function postPreview(language) {
    return window.createClass({
      render: function () {
        var entry = this.props.entry;
        var field = function (name) {
          return entry.getIn(["data", name]);
        };
        var cover = field("cover") ? this.props.getAsset(field("cover")) : field("illustration");
        var date = field("date");
        var day = date
          ? new Date(date + "T00:00:00Z").toLocaleDateString(language === "gu" ? "gu-IN" : "en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
          : "";
        return h(
          "article",
          { lang: language === "gu" ? "gu-IN" : "en-IN", className: "post-preview mx-auto max-w-2xl px-4 py-10" },
          h("h1", { className: "text-3xl sm:text-4xl" }, field("title")),
          h("p", { className: "mt-4 text-sm font-semibold text-leaf-deep" }, h("time", { dateTime: date }, day)),
          h("p", { className: "mt-4 text-lg text-ink-soft" }, field("summary")),
          cover ? h("img", { src: String(cover), alt: field("coverAlt") || "", className: "mt-8 w-full rounded-2xl" }) : null,
          h("div", { className: "post-body mt-10" }, this.props.widgetFor("body")),
        );
      },
    });
  }

  CMS.registerPreviewTemplate("journal-en", postPreview("en"));
  CMS.registerPreviewTemplate("journal-gu", postPreview("gu"));
})();
