# Windows installer (NSIS). Not buildable on the Debian CI machines: run on Windows with Qt 6 (MSVC),
# by .github/workflows/desktop.yml; the install step runs windeployqt (cmake/Packaging.cmake).
set(CPACK_NSIS_DISPLAY_NAME "QueueCast")
set(CPACK_NSIS_PACKAGE_NAME "QueueCast")
if(EXISTS "${PROJECT_SOURCE_DIR}/packaging/windows/queuecast.ico") # NSIS fails on a missing icon file
    set(CPACK_NSIS_MUI_ICON "${PROJECT_SOURCE_DIR}/packaging/windows/queuecast.ico")
endif()
set(CPACK_NSIS_CREATE_ICONS_EXTRA "CreateShortCut '$SMPROGRAMS\\\\$STARTMENU_FOLDER\\\\QueueCast.lnk' '$INSTDIR\\\\bin\\\\queuecast.exe'")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
